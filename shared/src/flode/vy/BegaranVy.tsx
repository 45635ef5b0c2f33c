import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { avbojBegaran, hamtaBegaran } from '../../api/begaranden';
import { serverMeddelande } from '../../api/felmeddelande';
import type { Begaran } from '../../domain/begaran';
import { idag, svenskTid } from '../../domain/svensk-tid';
import { queryClient } from '../../store/server-state/query-client';
import { useMallar } from '../../store/server-state/queries';
import { queryKeys } from '../../store/server-state/query-keys';
import { inloggadPerson, useSessionStore } from '../../store/session-store';
import { begaranTexter, begaranVyTexter as t } from '../../texts/begaran';
import { giltighetPeriod, visaTexter } from '../../texts/privat';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonRow } from '../../ui/ButtonRow';
import { Checkbox } from '../../ui/Checkbox';
import { Sida } from '../../ui/Sida';
import { TextFalt } from '../../ui/TextFalt';
import { useFlode } from '../flode-context';
import { skapaFranBegaran } from '../fran-begaran';

/** Who asks, for what and why: the request as its grantor sees it. */
function BegaranInnehall({ begaran }: { begaran: Begaran }) {
  const mallar = useMallar(begaran.tredjeman.id);
  const mall = mallar.data?.find((m) => m.id === begaran.mall.id);
  const rubrik = (kod: string) => mall?.behorigheter.find((b) => b.kod === kod)?.rubrik ?? kod;
  return (
    <dl>
      <dt>{t.vemFragar}</dt>
      <dd>{begaran.begarare.namn ?? begaran.begarare.id}</dd>
      <dt>{t.vad}</dt>
      <dd>
        {begaran.mall.rubrik}, {begaran.tredjeman.namn}
      </dd>
      <dt>{t.giltighet}</dt>
      <dd>{giltighetPeriod(begaran.giltigFrom, begaran.giltigTom ?? undefined)}</dd>
      <dt>{t.behorigheter}</dt>
      <dd>
        <ul>
          {begaran.behorigheter.map((kod) => (
            <li key={kod}>{rubrik(kod)}</li>
          ))}
        </ul>
      </dd>
      <dt>{t.meddelande}</dt>
      <dd>{begaran.meddelande || t.ingetMeddelande}</dd>
    </dl>
  );
}

/**
 * `…/fullmaktsgivare/begaran?id=…`: a request for a power to the grantor (issue 32 item 1).
 * "Skapa fullmakten" opens the wizard filled in from the request (the renewal's mechanism,
 * fran-begaran.ts); "Avböj" takes an optional reason and may block the requester.
 */
export function BegaranVy({
  tillbakaText,
  sida = 'givare',
}: {
  tillbakaText: string;
  /** The requester's side (mfe-ombud) sees the state and the answer, not the actions. */
  sida?: 'givare' | 'begarare';
}) {
  const flode = useFlode();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const user = useSessionStore((s) => s.user);
  const begaran = useQuery({
    queryKey: [...queryKeys.begaran(id ?? ''), sida],
    // Asked as this page's side: the requester opening the grantor's page finds nothing.
    queryFn: ({ signal }) =>
      hamtaBegaran(id ?? '', signal, sida === 'givare' ? 'givare' : 'begarare'),
    enabled: id !== undefined,
  });
  const [skapar, setSkapar] = useState<'vilar' | 'arbetar' | { fel: string }>('vilar');
  const [avbojer, setAvbojer] = useState(false);
  const [anledning, setAnledning] = useState('');
  const [blockera, setBlockera] = useState(false);
  // Whatever an answer failed on (answered meanwhile by someone else, in another tab, or a
  // form sent again after Back), the page then shows the request as it now is.
  const lasOm = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.begaran(id ?? '') });
  };
  const avboj = useMutation({
    mutationFn: (b: Begaran) =>
      avbojBegaran(b.id, {
        ...(anledning.trim() === '' ? {} : { anledning }),
        ...(blockera ? { blockera: true } : {}),
      }),
    onSuccess: (svar) => {
      queryClient.setQueryData([...queryKeys.begaran(svar.id), sida], svar);
      void queryClient.invalidateQueries({ queryKey: queryKeys.allaBegaranden() });
    },
    onError: lasOm,
  });
  const data = begaran.data;

  const skapa = () => {
    if (!data || !user) {
      return;
    }
    setSkapar('arbetar');
    skapaFranBegaran(data, flode, inloggadPerson(user), idag()).then(
      (vag) => void navigate(vag),
      (err: unknown) => {
        setSkapar({ fel: serverMeddelande(err) });
        lasOm();
      },
    );
  };

  return (
    <Sida>
      <h1>{t.rubrik}</h1>
      {id === undefined ? <p>{t.saknarId}</p> : null}
      {begaran.isPending && id !== undefined ? <p>{visaTexter.laddar}</p> : null}
      {begaran.isError ? (
        <Alert ton="error" som="p">
          {t.hittadesInte}
        </Alert>
      ) : null}
      {typeof skapar === 'object' ? (
        <Alert ton="error" som="p" role="alert">
          {skapar.fel}
        </Alert>
      ) : null}
      {avboj.isError ? (
        <Alert ton="error" som="p" role="alert">
          {serverMeddelande(avboj.error)}
        </Alert>
      ) : null}
      {data ? (
        <>
          <p>
            <strong>{t.status[data.status]}</strong>
          </p>
          {sida === 'givare' ? (
            <BegaranInnehall begaran={data} />
          ) : (
            <p>
              {data.mall.rubrik}, {data.tredjeman.namn}
            </p>
          )}
          {data.fullmakt ? (
            <p>
              <Link
                to={flode.fullmaktVag({
                  id: data.fullmakt.id,
                  tredjeman: { id: data.fullmakt.tredjemanId },
                })}
              >
                {t.visaFullmakten}
              </Link>
            </p>
          ) : null}
          {data.status === 'AVBOJD' && (sida === 'givare' || data.anledning) ? (
            <p role="status">
              {[
                sida === 'givare' ? t.avbojd : '',
                data.anledning ? t.anledningVisas(data.anledning) : '',
                sida === 'givare' && avboj.isSuccess && avboj.variables.id === data.id && blockera
                  ? t.avbojdOchBlockerad
                  : '',
              ]
                .filter((del) => del !== '')
                .join(' ')}
            </p>
          ) : null}
          {data.status === 'SKICKAD' ? <p>{t.upphor(svenskTid(data.upphor))}</p> : null}
          {sida === 'givare' && (data.status === 'BESVARAD' || data.status === 'UTGANGEN') ? (
            <p>{begaranTexter.inteOppen}</p>
          ) : null}
          {data.status === 'SKICKAD' && sida === 'givare' ? (
            <>
              {data.utkast ? (
                <p>
                  {t.paborjad} <Link to={flode.utkastVag(data.utkast.id)}>{t.fortsatt}</Link>
                </p>
              ) : (
                <p>{t.skapaForklaring}</p>
              )}
              <ButtonRow>
                {data.utkast ? null : (
                  <Button onClick={skapa} disabled={skapar === 'arbetar'}>
                    {t.skapa}
                  </Button>
                )}
                {avbojer ? null : (
                  <Button variant="secondary" onClick={() => setAvbojer(true)}>
                    {t.avboj}
                  </Button>
                )}
              </ButtonRow>
              {skapar === 'arbetar' ? <p role="status">{t.skapar}</p> : null}
              {avbojer ? (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    avboj.mutate(data);
                  }}
                >
                  <TextFalt
                    id="avboj-anledning"
                    etikett={t.anledning}
                    hjalp={t.anledningHjalp}
                    varde={anledning}
                    onChange={(v) => setAnledning(v.slice(0, 500))}
                  />
                  <Checkbox
                    id="avboj-blockera"
                    etikett={t.blockera}
                    checked={blockera}
                    onChange={() => setBlockera(!blockera)}
                  />
                  <ButtonRow>
                    <Button type="submit" disabled={avboj.isPending}>
                      {t.avboj}
                    </Button>
                  </ButtonRow>
                </form>
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
      <p>
        <Link to={flode.oversikt}>{tillbakaText}</Link>
      </p>
    </Sida>
  );
}
