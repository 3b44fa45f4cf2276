import { ConfigError, loadConfig } from '../config';

describe('loadConfig', () => {
  it('defaults to the embedded database under ./data on port 4000', () => {
    expect(loadConfig({})).toMatchObject({ env: 'development', port: 4000, dataDir: './data', database: { kind: 'embedded', dataDir: './data' }, temporal: undefined });
  });

  it('uses PostgreSQL and Temporal when configured', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/rankcraft', TEMPORAL_ADDRESS: 'temporal:7233', PORT: '8080', DATA_DIR: '/var/lib/rankcraft' });
    expect(config).toMatchObject({ port: 8080, dataDir: '/var/lib/rankcraft', database: { kind: 'postgres', url: 'postgres://u:p@db:5432/rankcraft' }, temporal: { address: 'temporal:7233', namespace: 'default', taskQueue: 'rankcraft' } });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required when NODE_ENV=production/],
    [{ ADMIN_EMAIL: 'admin@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ TOKEN_TTL: 'forever' }, /TOKEN_TTL/],
    [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY: "everyone" is not an address/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', TEMPORAL_ADDRESS: ' ', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })).toMatchObject({ database: { kind: 'embedded' }, temporal: undefined, bootstrapAdmin: undefined });
  });

  it('writes articles with the sandbox unless a language model is configured', () => {
    expect(loadConfig({}).writer).toMatchObject({ provider: 'sandbox', articleConcurrency: 3 });
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' }).writer).toMatchObject({ provider: 'openai', apiKey: 'sk-test', model: 'gpt-4o-mini' });
    expect(loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.2' }).writer).toMatchObject({ provider: 'openai', baseUrl: 'http://localhost:11434/v1', model: 'llama3.2' });
    expect(loadConfig({ ANTHROPIC_API_KEY: 'sk-ant' }).writer).toMatchObject({ provider: 'anthropic', apiKey: 'sk-ant' });
    expect(loadConfig({ LLM_PROVIDER: 'sandbox', OPENAI_API_KEY: 'sk-test' }).writer).toMatchObject({ provider: 'sandbox' });
  });

  it.each([
    [{ LLM_PROVIDER: 'anthropic' }, /LLM_PROVIDER=anthropic needs ANTHROPIC_API_KEY/],
    [{ LLM_PROVIDER: 'openai' }, /LLM_PROVIDER=openai needs OPENAI_API_KEY or LLM_BASE_URL/],
    [{ LLM_PROVIDER: 'gemini' }, /LLM_PROVIDER must be one of openai, anthropic, sandbox/],
    [{ LLM_BASE_URL: 'ftp://x' }, /LLM_BASE_URL/],
  ])('refuses the writer settings %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '192.168.1.7']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('reads the sign-up limit and the scheduler interval, with defaults when unset or empty', () => {
    expect(loadConfig({ SIGNUP_LIMIT_PER_HOUR: '', SCHEDULER_INTERVAL_MS: '' })).toMatchObject({ signUpLimitPerHour: 20, schedulerIntervalMs: 30_000 });
    expect(loadConfig({ SIGNUP_LIMIT_PER_HOUR: '5', SCHEDULER_INTERVAL_MS: '1000' })).toMatchObject({ signUpLimitPerHour: 5, schedulerIntervalMs: 1000 });
  });

  it('reads how old a job never handed to the runner is before the start sweep starts it', () => {
    expect(loadConfig({ JOB_START_SWEEP_AFTER_MS: '' }).jobStartSweepAfterMs).toBe(120_000);
    expect(loadConfig({ JOB_START_SWEEP_AFTER_MS: '5000' }).jobStartSweepAfterMs).toBe(5000);
    expect(() => loadConfig({ JOB_START_SWEEP_AFTER_MS: '10' })).toThrow(/JOB_START_SWEEP_AFTER_MS/);
  });

  it('bills on the sandbox without a Stripe key, and requires the webhook secret and public URL with one', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET[\s\S]*PUBLIC_URL/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', PUBLIC_URL: 'https://app.example/', STRIPE_PRICE_PRO: 'price_pro' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      publicUrl: 'https://app.example',
      prices: { pro: 'price_pro', agency: 'rankcraft_agency_monthly' },
      apiBase: undefined,
    });
  });
});

