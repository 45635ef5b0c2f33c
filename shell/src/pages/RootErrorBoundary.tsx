import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AppFrame } from '../layout/AppFrame';
import { ErrorPage } from './ErrorPage';

/** Last line of defence: an error in the shell itself still shows the frame and a Swedish message. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('Fel i skalet', error);
  }, [error]);
  return (
    <AppFrame>
      <ErrorPage />
    </AppFrame>
  );
}
