import { useState } from 'react';
import { komponentsidaTexter as t } from '@fullmakt/shared';
import {
  Checkbox,
  DateField,
  ErrorSummary,
  Fieldset,
  RadioVal,
  SearchField,
  Select,
  radioId,
  TextFalt,
} from '@fullmakt/shared/flode';

/** Fields and choices: empty, filled, sized to content, with an error, disabled. */
export function FaltExempel() {
  // One array for the page's life: the summary takes focus whenever it gets a new one.
  const [exempelFel] = useState(() => [
    { falt: 'k-epost', meddelande: t.falMeddelande },
    { falt: radioId('k-besked', 'post'), meddelande: t.radioFel },
  ]);
  const [namn, setNamn] = useState('');
  const [ort, setOrt] = useState<string>(t.ifylltVarde);
  const [pnr, setPnr] = useState<string>(t.personnummerVarde);
  const [datum, setDatum] = useState<string>(t.datumVarde);
  const [epost, setEpost] = useState('');
  const [besked, setBesked] = useState<string | undefined>(undefined);
  const [tredjeman, setTredjeman] = useState('');
  const [kryss, setKryss] = useState<readonly string[]>([t.kryss[0]]);
  return (
    <>
      <h2>{t.felsammanfattning}</h2>
      <ErrorSummary fel={exempelFel} />
      <h2>{t.textfalt}</h2>
      <TextFalt id="k-namn" etikett={t.tomtFalt} varde={namn} onChange={setNamn} />
      <TextFalt id="k-ort" etikett={t.ifylltFalt} varde={ort} onChange={setOrt} />
      <TextFalt id="k-pnr" etikett={t.personnummer} varde={pnr} onChange={setPnr} bredd="pnr" />
      <DateField id="k-datum" etikett={t.datum} varde={datum} onChange={setDatum} />
      <TextFalt
        id="k-epost"
        etikett={t.falFalt}
        fel={t.falMeddelande}
        varde={epost}
        onChange={setEpost}
      />
      <TextFalt
        id="k-avstangt"
        etikett={t.avstangtFalt}
        varde={t.avstangtVarde}
        onChange={() => undefined}
        disabled
      />
      <SearchField
        id="k-sok"
        etikett={t.sokEtikett}
        knapp={t.sok}
        text=""
        onSok={() => undefined}
      />
      <h2>{t.valjLista}</h2>
      <Select
        id="k-valj"
        etikett={t.valjEtikett}
        alternativ={t.valjAlternativ}
        varde={tredjeman}
        tomt={t.valjTom}
        onChange={setTredjeman}
        fel={tredjeman === '' ? t.valjFel : undefined}
      />
      <Select
        id="k-valj-last"
        etikett={t.valjLastEtikett}
        alternativ={t.valjAlternativ}
        varde={t.valjAlternativ[0].varde}
        tomt={t.valjTom}
        onChange={() => undefined}
        disabled
      />
      <h2>{t.val}</h2>
      <RadioVal
        namn="k-besked"
        legend={t.radioLegend}
        alternativ={t.radioAlternativ}
        vald={besked}
        onVal={setBesked}
        fel={besked ? undefined : t.radioFel}
      />
      <Fieldset
        legend={t.kryssLegend}
        fel={kryss.length === 0 ? t.kryssFel : undefined}
        felId="k-kryss-fel"
      >
        {t.kryss.map((k, index) => (
          <Checkbox
            key={k}
            id={`k-kryss-${index}`}
            etikett={k}
            beskrivning={index === 1 ? t.kryssBeskrivning : undefined}
            checked={kryss.includes(k)}
            onChange={() =>
              setKryss(kryss.includes(k) ? kryss.filter((v) => v !== k) : [...kryss, k])
            }
          />
        ))}
        <Checkbox
          id="k-kryss-last"
          etikett={t.kryssLast}
          checked
          disabled
          onChange={() => undefined}
        />
      </Fieldset>
    </>
  );
}
