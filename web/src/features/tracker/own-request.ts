/**
 * The context of the queries the tracker's refresh rule (tracker-refresh.tsx) reads again: each request
 * is its own. Apollo otherwise joins a request to an identical one still in flight, so a read made
 * after a change could get the answer of one made before it (the tag summary kept the previous run's
 * figures when its first read was still on its way as a run ended). Not the screen query: the list
 * prefetches it, and the page joins that request.
 */
export const OWN_REQUEST = { queryDeduplication: false } as const;
