import { useState } from 'react';
import type { FullmaktStatus } from '../domain/fullmakt';
import { pdfTexter } from '../texts/verifiering';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { hamtaFullmaktPdf } from './fullmakter';

/** A power that reached its third party has a PDF; a draft has nothing to verify. */
const medPdf: readonly FullmaktStatus[] = ['UNDERSKRIVEN', 'ATERKALLAD', 'ATERLAMNAD', 'UTGANGEN'];

export function harPdf(status: FullmaktStatus | undefined): boolean {
  return status !== undefined && medPdf.includes(status);
}

/**
 * "Ladda ned som PDF" on a power's page and the signing receipt (issue 31 item 3). The PDF
 * is fetched by the API client, which signs the call with the browser's token and DPoP
 * proof (a plain link would carry neither), and saved under the power's number.
 */
export function LaddaNedPdf({ fullmaktId }: { fullmaktId: string }) {
  const [lage, setLage] = useState<'vilande' | 'hamtar' | 'fel'>('vilande');
  const laddaNed = async () => {
    setLage('hamtar');
    try {
      const pdf = await hamtaFullmaktPdf(fullmaktId);
      const url = URL.createObjectURL(pdf);
      const lank = document.createElement('a');
      lank.href = url;
      lank.download = `fullmakt-${fullmaktId}.pdf`;
      document.body.append(lank);
      lank.click();
      lank.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setLage('vilande');
    } catch {
      setLage('fel');
    }
  };
  return (
    <>
      <p>
        <Button variant="secondary" disabled={lage === 'hamtar'} onClick={() => void laddaNed()}>
          {lage === 'hamtar' ? pdfTexter.hamtar : pdfTexter.laddaNed}
        </Button>
      </p>
      {lage === 'fel' ? (
        <Alert ton="error" som="p">
          {pdfTexter.kundeInteHamtas}
        </Alert>
      ) : null}
    </>
  );
}
