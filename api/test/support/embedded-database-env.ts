// Set up for each test file of the `api-embedded` jest project: the integration tests on embedded PGlite
// and the in-process job runner, as `npm start` runs, even when the jest run was given a PostgreSQL
// server and a Temporal server. Each test file has its own copy of process.env, so the `api` project's
// files, running alongside, keep theirs.
delete process.env.TEST_DATABASE_URL;
delete process.env.TEMPORAL_ADDRESS;
