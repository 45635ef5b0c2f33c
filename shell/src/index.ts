// An async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap').catch((error: unknown) => {
  console.error('Fullmakt kunde inte starta', error);
});
