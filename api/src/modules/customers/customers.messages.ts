/** What the customers module tells its callers. */
export const customersMessages = {
  notFound: 'Customer not found.',
} as const;
