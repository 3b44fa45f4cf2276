import { z } from 'zod';

// A string such as "true" is refused rather than read as false, which would turn maintenance off.
export const maintenanceFlag = z.boolean({ error: 'maintenance must be true or false.' });
