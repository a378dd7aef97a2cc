import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { cheapComputedStyle } from './computed-style';

// findBy*/waitFor give up after 5 s instead of 1 s: CI shares two cores with a server and browsers,
// and a component under load may take more than a second to show what it will show.
configure({ asyncUtilTimeout: 5_000 });

if (!process.env.NO_STYLE_CACHE) cheapComputedStyle(window);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
