import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { listaBlockerade, taBortBlockering } from '../../api/begaranden';
import { serverMeddelande } from '../../api/felmeddelande';
import type { BlockeradBegarare } from '../../domain/begaran';
import { svenskTid } from '../../domain/svensk-tid';
import { queryClient } from '../../store/server-state/query-client';
import { queryKeys } from '../../store/server-state/query-keys';
import { begaranVyTexter as t } from '../../texts/begaran';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

const namnPa = (b: BlockeradBegarare) => b.begarare.namn ?? b.begarare.id;

/**
 * "Blockerade avsändare": the requesters whose requests the grantor no longer receives
 * (blocked when declining), each with a button that takes it back. Shown on the overview
 * of a person or an organisation (every firmatecknare shares the organisation's blocks)
 * when there is any. After an unblock the heading takes the focus, so a keyboard user is
 * not left on a button that is gone.
 */
export function BlockeradeAvsandare({ givareId }: { givareId: string }) {
  const rubrik = useRef<HTMLHeadingElement>(null);
  const [borttagen, setBorttagen] = useState<string | undefined>(undefined);
  const lista = useQuery({
    queryKey: queryKeys.blockerade(givareId),
    queryFn: ({ signal }) => listaBlockerade(givareId, signal),
  });
  const taBort = useMutation({
    mutationFn: (b: BlockeradBegarare) => taBortBlockering(givareId, b.begarare.id),
    onSuccess: (kvar, b) => {
      queryClient.setQueryData(queryKeys.blockerade(givareId), kvar);
      setBorttagen(namnPa(b));
      // The request list's count is left as it was: the section (and what it just said)
      // stays until the overview is loaded again.
      rubrik.current?.focus();
    },
  });
  return (
    <section aria-labelledby="blockerade-rubrik">
      <h3 id="blockerade-rubrik" ref={rubrik} tabIndex={-1}>
        {t.blockeradeRubrik}
      </h3>
      <p>{t.blockeradeIngress}</p>
      {borttagen === undefined ? null : (
        <Alert ton="success" som="p" role="status">
          {t.blockeringBorttagen(borttagen)}
        </Alert>
      )}
      {taBort.isError ? (
        <Alert ton="error" som="p" role="alert">
          {serverMeddelande(taBort.error)}
        </Alert>
      ) : null}
      {lista.isError ? (
        <Alert ton="error" som="p">
          {t.blockeradeFel}
        </Alert>
      ) : null}
      {lista.isPending ? <p>{t.blockeradeLaddar}</p> : null}
      {lista.data?.length === 0 ? <p>{t.ingaBlockerade}</p> : null}
      <ul>
        {(lista.data ?? []).map((b) => (
          <li key={b.begarare.id}>
            {t.blockeradSedan(namnPa(b), svenskTid(b.tidpunkt, 'datum'))}{' '}
            <Button
              variant="secondary"
              disabled={taBort.isPending}
              onClick={() => taBort.mutate(b)}
            >
              {t.taBortBlockering(namnPa(b))}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
