// The setup every browser-side test project shares (vitest `setupFiles`).
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A lazily imported route or a query's first answer can take over the library's default 1 s
// when the whole suite runs on two cores beside other work; 3 s keeps such waits from
// failing for the machine's sake while a page that never shows still fails.
configure({ asyncUtilTimeout: 3000 });
