import { z } from 'zod';

/** Which stored results page to read: a keyword on a device, of one run or (no runId) the latest. */
export const serpSnapshotSchema = z.object({
  keyword: z.string({ message: 'Please give the keyword.' }).trim().min(1, 'Please give the keyword.').max(200, 'A keyword has at most 200 characters.'),
  device: z.enum(['desktop', 'mobile'], { message: 'The device must be desktop or mobile.' }).default('desktop'),
  runId: z.uuid({ message: 'The run id is not valid.' }).optional(),
});
