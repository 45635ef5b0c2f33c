// Verifying a power by its code: the verdict a clerk reads, and the PDF that carries the code.
import { svenskTid } from '../domain/svensk-tid';
import type { Verifieringsutfall } from '../domain/verifiering';

/** One sentence per verdict; `upphorde` is the day a revoked or returned power stopped. */
export function verifieringText(utfall: Verifieringsutfall, upphorde?: string): string {
  const dag = upphorde === undefined ? '' : ` den ${svenskTid(upphorde)}`;
  switch (utfall) {
    case 'GILTIG':
      return 'Fullmakten är giltig.';
    case 'ATERKALLAD':
      return `Fullmakten är inte giltig. Den återkallades${dag}.`;
    case 'ATERLAMNAD':
      return `Fullmakten är inte giltig. Fullmaktshavaren lämnade tillbaka fullmakten${dag}.`;
    case 'UTGANGEN':
      return 'Fullmakten är inte giltig. Giltighetstiden har gått ut.';
    case 'INTE_GILTIG_ANNU':
      return 'Fullmakten är inte giltig ännu. Den börjar gälla det datum som står nedan.';
    case 'KAN_INTE_VERIFIERAS':
      return 'Fullmakten kan inte verifieras. Koden är felaktig, har gått ut eller hör inte till någon fullmakt vi kan visa. Be om en ny utskrift av fullmakten.';
  }
}

export const verifieringTexter = {
  /** A party whose name is protected (skyddad identitet): the name is never shown. */
  namnSkyddat: 'Skyddad identitet',
} as const;
