import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; CI runs the web tests beside the api and browser
// tests on 2 cores, where a mocked query's answer can take longer to render.
configure({ asyncUtilTimeout: 5_000 });
