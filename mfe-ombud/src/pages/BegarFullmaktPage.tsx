import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  allmannaTexter,
  arGiltigtOrganisationsnummer,
  arGiltigtPersonnummer,
  arGiltigtSamordningsnummer,
  BEGARAN_MEDDELANDE_MAX,
  begaranTexter,
  begarTexter as t,
  Button,
  ButtonRow,
  idag,
  Ingress,
  ombudTexter,
  Sida,
  tryTypaIdentitet,
  valideraGiltighet,
  type SkapaBegaran,
} from '@fullmakt/shared';
import {
  queryClient,
  queryKeys,
  serverMeddelande,
  skickaBegaran,
  useMallar,
  useTredjemanLista,
} from '@fullmakt/shared/api';
import {
  Checkbox,
  DateField,
  ErrorSummary,
  Fieldset,
  Select,
  TextFalt,
  useFlode,
  type FaltFel,
} from '@fullmakt/shared/flode';
import { useOmbudPart } from '../ombud-part';

interface Varden {
  givare: string;
  tredjeman: string;
  mall: string;
  behorigheter: string[];
  giltigFrom: string;
  giltigTom: string;
  meddelande: string;
}

const tomt = (): Varden => ({
  givare: '',
  tredjeman: '',
  mall: '',
  behorigheter: [],
  giltigFrom: idag(),
  giltigTom: '',
  meddelande: '',
});

/** The number's form and check digit; whose it is, is never asked here. */
function giltigtNummer(text: string): string | undefined {
  const typad = tryTypaIdentitet(text);
  if (!typad || typad.typ === 'gdnr') {
    return undefined;
  }
  const ok =
    typad.typ === 'orgnr'
      ? arGiltigtOrganisationsnummer(typad.id)
      : typad.typ === 'samnr'
        ? arGiltigtSamordningsnummer(typad.id)
        : arGiltigtPersonnummer(typad.id);
  return ok ? typad.id : undefined;
}

/** The form's errors, in the order of its fields. */
function felAv(v: Varden): FaltFel[] {
  const fel: FaltFel[] = [];
  if (v.givare.trim() === '') {
    fel.push({ falt: 'begar-givare', meddelande: t.givareSaknas });
  } else if (giltigtNummer(v.givare) === undefined) {
    fel.push({ falt: 'begar-givare', meddelande: allmannaTexter.ogiltigIdentitet });
  }
  if (v.tredjeman === '') {
    fel.push({ falt: 'begar-tredjeman', meddelande: t.tredjemanSaknas });
  }
  if (v.mall === '') {
    fel.push({ falt: 'begar-mall', meddelande: t.mallSaknas });
  } else if (v.behorigheter.length === 0) {
    fel.push({ falt: 'begar-behorighet-0', meddelande: t.behorigheterSaknas });
  }
  const datum = valideraGiltighet(v.giltigFrom, v.giltigTom, { min: idag(), tomKravs: false });
  if (datum.giltigFrom) {
    fel.push({ falt: 'begar-from', meddelande: datum.giltigFrom });
  }
  if (datum.giltigTom) {
    fel.push({ falt: 'begar-tom', meddelande: datum.giltigTom });
  }
  if (v.meddelande.length > BEGARAN_MEDDELANDE_MAX) {
    fel.push({ falt: 'begar-meddelande', meddelande: begaranTexter.meddelandeForLangt });
  }
  return fel;
}

/**
 * `/privat/ombud/begar` and `/organisation/ombud/begar`: "Begär en fullmakt" (issue 32
 * item 1). The answer is the same whoever the number belongs to: "Förfrågan är skickad".
 */
export function BegarFullmaktPage() {
  const flode = useFlode();
  const part = useOmbudPart(flode);
  const [v, setV] = useState<Varden>(tomt);
  const [fel, setFel] = useState<FaltFel[]>([]);
  const [svar, setSvar] = useState<'vilar' | 'skickar' | { ok: string } | { fel: string }>('vilar');
  const tredjeman = useTredjemanLista();
  const mallar = useMallar(v.tredjeman === '' ? undefined : v.tredjeman);
  // Templates the grantor's role may use, once the number says which role it is.
  const givarId = giltigtNummer(v.givare);
  const roll =
    givarId === undefined ? undefined : givarId.length === 10 ? 'Organisation' : 'Privat';
  const publicerade = (mallar.data ?? []).filter(
    (m) => roll === undefined || m.fullmaktsgivarroll.includes(roll),
  );
  const mall = publicerade.find((m) => m.id === v.mall);
  const faltFel = (falt: string) => fel.find((f) => f.falt === falt)?.meddelande;
  const satt = (andring: Partial<Varden>) => setV((fore) => ({ ...fore, ...andring }));

  const skicka = (event: FormEvent) => {
    event.preventDefault();
    const nyaFel = felAv(v);
    setFel(nyaFel);
    const givare = giltigtNummer(v.givare);
    if (nyaFel.length > 0 || part === undefined || givare === undefined) {
      return;
    }
    const begaran: SkapaBegaran = {
      begarare: { id: part.id },
      fullmaktsgivare: { id: givare },
      tredjeman: { id: v.tredjeman },
      mall: { id: v.mall },
      behorigheter: v.behorigheter,
      giltigFrom: v.giltigFrom,
      ...(v.giltigTom.trim() === '' ? {} : { giltigTom: v.giltigTom.trim() }),
      meddelande: v.meddelande,
    };
    setSvar('skickar');
    skickaBegaran(begaran).then(
      (s) => {
        setSvar({ ok: s.meddelande });
        setV(tomt());
        void queryClient.invalidateQueries({ queryKey: queryKeys.allaBegaranden() });
      },
      (err: unknown) => setSvar({ fel: serverMeddelande(err) }),
    );
  };

  return (
    <Sida>
      <h1>{t.rubrik}</h1>
      <Ingress>{t.ingress}</Ingress>
      <ErrorSummary fel={fel} />
      {typeof svar === 'object' && 'fel' in svar ? (
        <Alert ton="error" som="p" role="alert">
          {svar.fel}
        </Alert>
      ) : null}
      <p role="status">{typeof svar === 'object' && 'ok' in svar ? svar.ok : ''}</p>
      <form onSubmit={skicka} noValidate>
        <TextFalt
          id="begar-givare"
          etikett={t.givare}
          hjalp={t.givareHjalp}
          fel={faltFel('begar-givare')}
          varde={v.givare}
          onChange={(givare) => satt({ givare })}
          bredd="pnr"
        />
        <Select
          id="begar-tredjeman"
          etikett={t.tredjeman}
          fel={faltFel('begar-tredjeman')}
          alternativ={(tredjeman.data ?? []).map((tm) => ({ varde: tm.id, etikett: tm.namn }))}
          varde={v.tredjeman}
          tomt={t.valj}
          onChange={(id) => satt({ tredjeman: id, mall: '', behorigheter: [] })}
        />
        <Select
          id="begar-mall"
          etikett={t.mall}
          fel={faltFel('begar-mall')}
          alternativ={publicerade.map((m) => ({ varde: m.id, etikett: m.rubrik }))}
          varde={v.mall}
          tomt={t.valj}
          disabled={v.tredjeman === ''}
          onChange={(id) => {
            const vald = publicerade.find((m) => m.id === id);
            satt({
              mall: id,
              behorigheter: (vald?.behorigheter ?? [])
                .filter((b) => b.obligatorisk)
                .map((b) => b.kod),
            });
          }}
        />
        {mall ? (
          <Fieldset legend={t.behorigheter} fel={faltFel('begar-behorighet-0')}>
            {mall.behorigheter.map((b, index) => (
              <Checkbox
                key={b.kod}
                id={`begar-behorighet-${index}`}
                etikett={b.rubrik}
                checked={v.behorigheter.includes(b.kod)}
                onChange={() =>
                  satt({
                    behorigheter: v.behorigheter.includes(b.kod)
                      ? v.behorigheter.filter((k) => k !== b.kod)
                      : [...v.behorigheter, b.kod],
                  })
                }
              />
            ))}
          </Fieldset>
        ) : null}
        <DateField
          id="begar-from"
          etikett={t.giltigFrom}
          fel={faltFel('begar-from')}
          varde={v.giltigFrom}
          onChange={(giltigFrom) => satt({ giltigFrom })}
        />
        <DateField
          id="begar-tom"
          etikett={t.giltigTom}
          fel={faltFel('begar-tom')}
          varde={v.giltigTom}
          onChange={(giltigTom) => satt({ giltigTom })}
        />
        <TextFalt
          id="begar-meddelande"
          etikett={t.meddelande}
          hjalp={t.meddelandeHjalp}
          fel={faltFel('begar-meddelande')}
          varde={v.meddelande}
          onChange={(meddelande) => satt({ meddelande })}
        />
        <ButtonRow>
          <Button type="submit" disabled={svar === 'skickar'}>
            {svar === 'skickar' ? t.skickar : t.skicka}
          </Button>
        </ButtonRow>
      </form>
      <p>
        <Link to={flode.oversikt}>
          {flode.roll === 'Privat' ? ombudTexter.tillbakaPrivat : ombudTexter.tillbakaOrganisation}
        </Link>
      </p>
    </Sida>
  );
}
