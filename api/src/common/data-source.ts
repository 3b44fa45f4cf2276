import { registerEnumType } from 'type-graphql';

/** Where data comes from: LIVE from a vendor, SANDBOX generated (never real: the UI must say so). */
export const DataSource = { LIVE: 'LIVE', SANDBOX: 'SANDBOX' } as const;
export type DataSource = (typeof DataSource)[keyof typeof DataSource];
registerEnumType(DataSource, { name: 'DataSource', description: 'SANDBOX data is generated, never real: the UI must say so.' });
