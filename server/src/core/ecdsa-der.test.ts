import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { p1363ToDer } from './ecdsa-der';

describe('p1363ToDer: a JWS ES256 signature as DER', () => {
  it('encodes each integer minimally, with a zero byte before a high bit', () => {
    const r = Buffer.alloc(32);
    r[2] = 0x81; // two leading zero bytes, then a high bit
    const s = Buffer.alloc(32, 0x11);
    const der = p1363ToDer(Buffer.concat([r, s]));
    const rDer = Buffer.concat([Buffer.from([0x02, 31, 0x00]), r.subarray(2)]);
    const sDer = Buffer.concat([Buffer.from([0x02, 32]), s]);
    expect(der).toEqual(
      Buffer.concat([Buffer.from([0x30, rDer.length + sDer.length]), rDer, sDer]),
    );
  });

  it('gives what crypto.verify accepts for real signatures, and nothing for a wrong length', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const data = Buffer.from('header.payload');
    for (let i = 0; i < 100; i += 1) {
      const signature = sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' });
      expect(verify('sha256', data, publicKey, p1363ToDer(signature) ?? Buffer.alloc(0))).toBe(
        true,
      );
    }
    expect(p1363ToDer(Buffer.alloc(63))).toBeUndefined();
    expect(p1363ToDer(Buffer.alloc(65))).toBeUndefined();
  });
});
