// The react-router the shell provides to the share scope: the names the browser code of the
// shell, the remotes and the shared package imports, and nothing else. Shared, a module is
// kept whole (a remote may use any name it exports), so every name here is paid for on every
// page: the complete browser-side API (forms, fetchers, the declarative <Routes>, the hash
// router, await) made the shell's libraries chunk 4.1 KB gzipped larger (156.2 → 152.0 KB).
//
// Safe because the contract is enforced both ways: react-router-browser.test.mjs fails when
// any app or the shared package imports a react-router value this file does not export (so
// a remote cannot be built against a name the page's one react-router lacks: add it here),
// and when this file exports a name no browser code imports (take it out again).
// `react-router-complete` is the package's own ES module entry (an alias in index.mjs),
// so this file does not consume itself from the share scope.
export {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  createMemoryRouter,
  createPath,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router-complete';
