// Required into a built api process (`node --require`) by orm-async-context.spec.ts. Asked "promise
// hook?" over the IPC channel, it answers whether Node's promise hook is on, without turning it on:
// with the hook on, a promise's reaction runs in the promise's own async resource; with it off, the
// promise is not tracked and the reaction runs in the resource around it (here, the Immediate).
const { executionAsyncResource } = require('node:async_hooks');

process.on('message', (message) => {
  if (message !== 'promise hook?') return;
  setImmediate(() => {
    void Promise.resolve().then(() => process.send({ promiseHook: executionAsyncResource() instanceof Promise }));
  });
});
