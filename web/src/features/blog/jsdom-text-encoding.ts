// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time. Imported first by
// the tests of this folder until the shared jest setup provides them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
