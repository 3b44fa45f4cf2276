// jsdom lacks TextEncoder/TextDecoder, which react-router reads at import time.
// Import this first in tests that load the router.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
