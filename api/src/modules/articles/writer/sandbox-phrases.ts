/**
 * The sandbox writer's sentences. Slots: {kw} the keyword in quotes, {n} the topic as a modifier or
 * after "the" ("sourdough bread options", "the right family run bakery"), {ns} the topic in general
 * statements ("family run bakeries"), {is} agreeing with {ns}, {task} what a how-to keyword asks to
 * do ("bake sourdough bread"). A sentence whose slot the keyword cannot fill is left out.
 */

export type ArticleIntent = 'informational' | 'commercial' | 'transactional';
/** An intent, or 'how-to' for keywords that ask how to do something. */
export type ArticleFlavor = ArticleIntent | 'how-to';
export type SectionType = 'intro' | 'overview' | 'steps' | 'compare' | 'tips' | 'mistakes' | 'costs' | 'faq' | 'conclusion' | 'general';

export const TITLE_ENDINGS: Record<ArticleFlavor, string[]> = {
  informational: ['A Practical Guide', 'What You Need to Know', 'The Essentials Explained', 'A Clear Guide for Beginners'],
  commercial: ['How to Choose Well', 'What to Compare Before You Decide', 'An Honest Buyer’s Guide', 'Finding the Right Fit'],
  transactional: ['Prices, Options and Tips', 'Where to Buy and What to Pay', 'A Smart Buyer’s Checklist', 'Getting a Fair Deal'],
  'how-to': ['A Step-by-Step Guide', 'A Simple Method That Works', 'A Beginner’s Walkthrough'],
};

export const META_ENDINGS: Record<ArticleIntent, string[]> = {
  informational: ['the basics, the steps that matter and the mistakes to avoid.', 'what to know, how to start and practical tips.', 'clear answers, simple steps and common pitfalls.'],
  commercial: ['what to compare, how to choose and the mistakes buyers make.', 'how to compare options and choose with confidence.', 'the criteria that matter and how to decide.'],
  transactional: ['what it costs, where to buy and how to get a fair deal.', 'prices, sellers and tips for buying with confidence.', 'fair prices, trustworthy sellers and smart buying tips.'],
};

/** Section headings by intent and type; `{N}` is the topic in title case, `{Ns}` its general form. */
export const HEADINGS: Record<ArticleFlavor, Partial<Record<SectionType, string[]>>> = {
  informational: {
    overview: ['{N} Basics', 'Understanding {Ns}', 'What to Know First'],
    steps: ['Getting Started Step by Step', 'A Simple Step-by-Step Approach', 'How to Get Started'],
    compare: ['Choosing the Right {N}', 'Weighing Up Your Options'],
    tips: ['Practical Tips for Better Results', 'Tips That Make a Difference', '{N} Tips Worth Knowing'],
    mistakes: ['Common Mistakes to Avoid', 'Mistakes Beginners Often Make'],
    faq: ['Frequently Asked Questions', 'Questions People Often Ask'],
  },
  commercial: {
    overview: ['What Sets Good {Ns} Apart', 'What Separates Good from Great'],
    compare: ['Comparing {N} Options', 'How the Options Compare', 'What to Compare Before You Decide'],
    steps: ['How to Choose the Right {N}', 'Choosing Step by Step'],
    costs: ['Price and Value', 'What You Can Expect to Pay'],
    tips: ['Tips Before You Decide', 'Tips for Choosing Well'],
    mistakes: ['Mistakes Buyers Often Make', 'Common Buying Mistakes'],
    faq: ['Frequently Asked Questions', 'Questions Buyers Often Ask'],
  },
  transactional: {
    costs: ['{N} Prices: What to Expect', 'What You Can Expect to Pay', 'Prices and What Drives Them'],
    compare: ['Where to Buy: Comparing Your Options', 'Comparing Sellers'],
    steps: ['How to Order Step by Step', 'From Search to Purchase'],
    tips: ['Tips for Getting a Good Deal', 'How to Save Money Without Cutting Corners'],
    mistakes: ['Mistakes That Cost You Money', 'Buying Mistakes to Avoid'],
    faq: ['Frequently Asked Questions', 'Questions Before You Buy'],
  },
  'how-to': {
    overview: ['What You Need Before You Start', 'The Basics First'],
    steps: ['The Method, Step by Step', 'Step-by-Step Instructions', 'How to Do It'],
    tips: ['Tips for Better Results', 'Tips That Make a Difference'],
    mistakes: ['Common Mistakes to Avoid', 'Where Beginners Go Wrong'],
    faq: ['Frequently Asked Questions', 'Questions People Often Ask'],
  },
};

/** The body sections an outline draws from, in the order they read best. */
export const BODY_ORDER: SectionType[] = ['overview', 'costs', 'compare', 'steps', 'tips', 'mistakes', 'faq'];

/** How the introduction names what each section covers. */
export const COVERAGE: Partial<Record<SectionType, string>> = {
  overview: 'the basics',
  steps: 'a step-by-step approach',
  compare: 'how to compare your options',
  tips: 'practical tips',
  mistakes: 'the mistakes to avoid',
  costs: 'what you can expect to pay',
  faq: 'answers to common questions',
};
export const COVERAGE_OPENINGS = ['This guide covers', 'Below you will find', 'In the sections that follow, you will find', 'Here we look at'];

export const INTRO_OPENERS: Record<ArticleFlavor, string[]> = {
  informational: [
    'If you searched for {kw}, you most likely want a clear explanation before you do anything else.',
    'A search for {kw} usually starts with a simple question: what actually matters here?',
    'Plenty of people look up {kw} every month, and most of them want straight answers rather than jargon.',
    'Anyone who types {kw} into a search box is looking for something practical to use straight away.',
  ],
  commercial: [
    'A search for {kw} usually means a decision is close and you want to make it well.',
    'If you are looking up {kw}, you are probably comparing options and want to know which ones deserve your money.',
    'People who search for {kw} tend to have a shortlist in mind and want an honest way to narrow it down.',
    'Searching for {kw} is often the last step before a purchase, which is exactly when a clear comparison helps.',
  ],
  transactional: [
    'A search for {kw} usually means you are ready to buy and want a fair price without surprises.',
    'If you typed {kw}, you probably know what you want and are now looking for the best place to get it.',
    'People searching for {kw} are usually close to ordering, so price, availability and service matter most.',
    'Looking up {kw} tends to happen right before a purchase, when a few quick checks can save real money.',
  ],
  'how-to': [
    'Learning how to {task} is easier than it looks once the work is broken into small steps.',
    'If you searched for {kw}, you probably want a method you can follow today.',
    'Anyone can learn how to {task} with a clear plan and a little patience.',
  ],
};

export const INTRO_CONTEXT = [
  'The good news is that a few simple principles cover most situations.',
  'There is a lot of advice out there, and not all of it agrees.',
  'Most of the confusion comes from mixing up what is essential with what is merely nice to have.',
  'Choices about {ns} are easier when you know which questions to ask.',
  'Quality varies more than most people expect, and price is not always a reliable guide.',
  'A little preparation goes a long way, especially the first time.',
  'Whether you are new to {ns} or simply want a refresher, the same fundamentals apply.',
  'What works for one person may not suit another, so it pays to understand the trade-offs.',
];

export const INTRO_PROMISES = [
  'Each section is short, practical and easy to come back to.',
  'Read it from start to finish, or jump straight to the part you need.',
  'The aim is simple: to help you make a confident decision without wasting time.',
  'Everything here is written to be useful on its own, with no prior knowledge assumed.',
];

export const OVERVIEW = [
  '{ns} {is} not all the same, and the differences matter more than the labels suggest.',
  'The basics are simple: know what you need, know what it should cost and know how to tell good from average.',
  'Quality usually shows in the details: consistency, care and the way problems are handled.',
  'It helps to separate the features you will use every week from the ones you will rarely touch.',
  'A good starting point is to write down what you expect and what would count as a disappointment.',
  'Reputation matters, but recent experiences tell you more than a famous name.',
  'People with experience of {ns} tend to look past the marketing and focus on consistency.',
  'Price and quality are related, but the link is weaker than most people assume.',
  'Availability, timing and personal taste all shape what the right choice looks like.',
  'The best option is rarely the most expensive one; it is the one that fits how you will actually use it.',
  'Good information is easy to find once you know which sources to trust.',
  'Independent reviews, honest recommendations and your own experience are the three most reliable guides.',
  'When it comes to {ns}, small differences in quality add up over time.',
  'It is worth learning the vocabulary, because sellers use it to make ordinary features sound special.',
  'A clear picture of the basics makes every later decision about {ns} quicker.',
  'Most disappointments come from expectations that were never written down.',
];

export const STEPS_LEADS = [
  'A simple, repeatable process keeps things manageable:',
  'These steps work whether you are starting from scratch or improving what you already have:',
  'Follow these steps in order and you will avoid most of the usual problems:',
  'Here is a straightforward way to approach it:',
  'Here is how to {task}, one step at a time:',
];

/** Each step of a process, in order, with a few ways to say it. */
export const STEP_STAGES: Record<ArticleIntent, string[][]> = {
  informational: [
    [
      '**Decide what you want to achieve.** A clear goal makes every later choice simpler.',
      '**Start with the outcome in mind.** Write down what success looks like before you begin.',
      '**Define the goal.** One sentence is enough, as long as it is specific.',
    ],
    [
      '**Gather what you need.** Having everything ready before you start saves time and frustration.',
      '**Prepare properly.** A few minutes of preparation prevents most problems halfway through.',
      '**Get the basics in place.** Check that you have the time, tools and information you need.',
    ],
    [
      '**Start small.** A modest first attempt teaches you more than a perfect plan.',
      '**Try a first version.** Keep it simple and expect to adjust it.',
      '**Take the first step.** Momentum matters more than perfection at this stage.',
    ],
    [
      '**Review the result.** Note what worked, what did not and why.',
      '**Check your progress.** Compare the result with the goal you wrote down.',
      '**Learn from the first attempt.** Small corrections now prevent bigger ones later.',
    ],
    [
      '**Refine and repeat.** Each round gets easier and the results more consistent.',
      '**Build a routine.** Consistency turns a one-off success into a habit.',
      '**Keep improving.** Change one thing at a time so you can see what helps.',
    ],
  ],
  commercial: [
    [
      '**List your must-haves.** Separate what you need from what would merely be nice.',
      '**Write down your requirements.** Three to five points are usually enough.',
      '**Be clear about your needs.** A short list keeps you focused when the options multiply.',
    ],
    [
      '**Set a budget.** Decide on a range before you see any prices.',
      '**Agree on a price range.** Knowing your limit makes it easier to say no.',
      '**Fix your budget early.** It stops you drifting toward options you do not need.',
    ],
    [
      '**Build a shortlist.** Three or four candidates are plenty to compare.',
      '**Narrow the field.** Drop anything that misses a must-have, however tempting.',
      '**Pick a few candidates.** Fewer options make for a clearer comparison.',
    ],
    [
      '**Compare like for like.** Use the same criteria for every option on your list.',
      '**Check the details side by side.** A simple table often makes the answer obvious.',
      '**Read recent reviews.** Look for patterns rather than single opinions.',
    ],
    [
      '**Make the call.** Choose the option that meets your must-haves at a fair price.',
      '**Decide and move on.** A good choice made today beats a perfect one made never.',
      '**Commit with confidence.** You have done the work, so trust the comparison.',
    ],
  ],
  transactional: [
    [
      '**Set your budget.** Include delivery, fees and anything else that adds to the total.',
      '**Know your price limit.** Decide what you are willing to pay before you start looking.',
      '**Work out the full cost.** The headline price is only part of the picture.',
    ],
    [
      '**Find a few sellers.** Look at both local and online options.',
      '**Check who has it available.** Availability can matter as much as price.',
      '**Look beyond the first result.** The best offer is not always the most visible one.',
    ],
    [
      '**Compare total prices.** Add delivery and extras so you compare like with like.',
      '**Compare the terms.** Returns, guarantees and delivery times differ more than prices do.',
      '**Weigh price against service.** A slightly higher price can buy a much better experience.',
    ],
    [
      '**Check the terms before you pay.** Know how returns and refunds work.',
      '**Confirm the details.** Quantities, sizes and delivery dates are easy to get wrong.',
      '**Read the small print.** A minute here can save a lot of hassle later.',
    ],
    [
      '**Place your order.** Keep the confirmation until everything has arrived as expected.',
      '**Buy and keep records.** Receipts and confirmations make any follow-up easy.',
      '**Complete the purchase.** Then note what went well for next time.',
    ],
  ],
};

export const STEPS_AFTER = [
  'None of these steps takes long, but skipping one is where most problems start.',
  'If a step feels unnecessary, do a quick version of it rather than leaving it out.',
  'The order matters: each step gives you information the next one needs.',
  'Once you have been through the process once, it becomes second nature.',
  'Keep notes as you go; they make the next decision far quicker.',
];

export const COMPARE = [
  'Comparing options only works if you judge them all by the same standards.',
  'Before you compare {n} options, decide which criteria matter most to you.',
  'A side-by-side comparison often reveals differences that are easy to miss one at a time.',
  'Look at what is included, not just at the headline price.',
  'The cheapest option and the best value are often two different things.',
  'If two options look identical, the quality of service usually decides it.',
  'Reviews help, but only when they are recent and describe experiences similar to yours.',
  'It is worth asking for a sample, a trial or a guarantee wherever one is available.',
  'Give each criterion a simple score and the strongest option usually stands out.',
  'Be wary of comparisons written by someone who earns a commission on the answer.',
  'The right {n} for someone else may be the wrong one for you, so compare against your own list.',
  'Personal recommendations are valuable, as long as the person has needs similar to yours.',
];

export const COMPARE_LEADS = ['The criteria that matter most:', 'Compare each option on:', 'Points worth comparing:'];

export const CRITERIA = [
  '**Quality:** consistent results matter more than one impressive first impression.',
  '**Price:** compare the total cost, including any extras.',
  '**Reputation:** recent reviews say more than awards from years ago.',
  '**Service:** how problems are handled tells you a lot.',
  '**Convenience:** availability, location and timing all count.',
  '**Value:** what you get for the money, not just the money.',
  '**Flexibility:** the freedom to change your mind or adjust later.',
  '**Transparency:** clear information about what is and is not included.',
  '**Consistency:** the same standard every time, not just on a good day.',
];

export const TIPS_LEADS = ['A few practical tips:', 'Tips that make a real difference:', 'Small habits that pay off:', 'Worth keeping in mind:'];

export const TIPS = [
  'Write down what you want before you start looking.',
  'Ask for recommendations from people whose judgement you trust.',
  'Read recent reviews and look for patterns rather than one-off complaints.',
  'Keep a short list of questions and ask every option the same ones.',
  'Try before you commit whenever you have the chance.',
  'Note prices and details as you go, because they are easy to forget.',
  'Give yourself a deadline so research does not drag on forever.',
  'Trust consistent quality over occasional brilliance.',
  'Check the details twice before you pay.',
  'Keep your expectations realistic and specific.',
  'Revisit your choice after a few months to see if it still fits.',
  'Focus on the two or three things that matter most to you.',
  'Be polite but direct when you ask about prices and terms.',
  'Look for clear, honest answers; vague ones are a warning sign.',
  'Compare at least three {n} options before you decide.',
];

export const MISTAKES_LEADS = ['Common mistakes to watch for:', 'These mistakes come up again and again:', 'Avoid these traps:'];

export const MISTAKES = [
  'Choosing on price alone and paying for it later.',
  'Skipping the research because the first option looked good enough.',
  'Trusting a single glowing review over a pattern of average ones.',
  'Forgetting extra costs such as delivery, fees or add-ons.',
  'Buying for an imagined future instead of present needs.',
  'Ignoring the terms until something goes wrong.',
  'Rushing a decision because of a limited-time offer.',
  'Copying someone else’s choice without checking that their needs match yours.',
  'Overlooking small, local options in favour of the biggest names.',
  'Changing too many things at once, so you cannot tell what worked.',
  'Not asking questions for fear of looking inexperienced.',
];

export const MISTAKES_AFTER = [
  'Every one of these is easy to avoid once you know to look for it.',
  'Most of them come down to hurrying, so give yourself a little more time than you think you need.',
  'If you recognise one of these from past experience, you are in good company.',
  'A short checklist is the simplest protection against all of them.',
  'Learning from these mistakes is far cheaper than making them yourself.',
];

export const COSTS = [
  'Prices for {ns} vary widely, and the reasons are not always obvious.',
  'The headline price rarely tells the whole story.',
  'Quality, location, demand and timing all push prices up or down.',
  'Paying a little more can make sense when it buys reliability or better service.',
  'A price that looks too good to be true usually leaves something out.',
  'Seasonal offers and loyalty discounts can make a real difference over a year.',
  'Ask what is included, because two similar prices can cover very different things.',
  'Set a budget range rather than a single number to keep your options open.',
  'The cheapest {n} option is not always the best value once quality and service are counted.',
  'Prices change, so check again shortly before you buy.',
  'Comparing the price per use or per month often gives a fairer picture than the sticker price.',
];

export const COST_LEADS = ['What usually affects the price:', 'The main cost factors:'];

export const COST_FACTORS = [
  '**Quality:** more care and better inputs cost more.',
  '**Demand:** popular options and busy periods push prices up.',
  '**Location:** where you buy can change the price noticeably.',
  '**Extras:** delivery, fees and add-ons add up quickly.',
  '**Timing:** buying early or out of season is often cheaper.',
  '**Quantity:** larger orders or longer commitments usually lower the unit price.',
];

/** Questions and their answers; an answer belongs to its question, so neither repeats. */
export const FAQ: [question: string, answer: string][] = [
  ['How do I choose the right {n}?', 'Start with your must-haves, compare a few options against them and read recent reviews. The option that meets your needs at a fair price is usually the right one.'],
  ['How much should I expect to pay?', 'It depends on quality, location and timing. Compare the total cost of three options and you will quickly see what a fair price looks like.'],
  ['Is it worth paying more for higher quality?', 'Often it is, when the extra buys reliability or better service. It is not worth it for features you will never use.'],
  ['Where can I find honest reviews?', 'Look for recent reviews from several independent sources. Patterns across many reviews are more reliable than any single opinion.'],
  ['How long does it take to get started?', 'Less time than most people expect. A clear goal and a short plan are enough to take the first step today.'],
  ['What is the most common mistake?', 'Deciding too quickly, on price alone. A few minutes of comparison usually prevents it.'],
  ['What should I ask before I commit?', 'Ask what is included, what happens if something goes wrong and whether there are extra costs. Clear answers are a good sign.'],
  ['Do I need any experience?', 'No. The basics are easy to learn, and most people improve quickly with a little practice.'],
  ['{is} cheaper {ns} worth considering?', 'Sometimes, as long as your must-haves are met. Check what has been left out to reach the lower price.'],
  ['How can I tell whether {ns} {is} good quality?', 'Consistency is the best sign of quality. Look for options that people recommend again and again, not just once.'],
  ['Can I change my mind later?', 'Often you can, but the terms differ. Check cancellation and return policies before you commit.'],
];

export const CONCLUSIONS: Record<ArticleIntent, string[]> = {
  informational: [
    'Understanding {ns} is mostly a matter of learning the basics and applying them consistently.',
    'You do not need to know everything to make good decisions, only the essentials covered here.',
    'Start with one idea from this guide and build from there.',
    'The best results come from steady, small improvements rather than one big change.',
  ],
  commercial: [
    'The right choice is the one that fits your needs, your budget and the way you will actually use it.',
    'With a clear list of must-haves and an honest comparison, the best {n} for you is usually easy to spot.',
    'Take your time, compare like with like and trust the evidence over the marketing.',
    'A good decision now saves time and money later.',
  ],
  transactional: [
    'A fair price, clear terms and a reliable seller are what make a purchase go smoothly.',
    'Check the total cost, confirm the details and you can buy with confidence.',
    'A few minutes of comparison is usually all it takes to find a better deal.',
    'Once you have found a seller you trust, keep their details for next time.',
  ],
};

export const CLOSERS = [
  'Whatever you decide, you now have a clear way to approach {ns}.',
  'Bookmark this guide and come back to it whenever the question comes up again.',
  'The next step is yours: pick one thing from this guide and act on it today.',
  'With these basics in place, you are ready to make a confident choice.',
];

export const GENERAL = [
  'Small, steady improvements usually beat one large change.',
  'Keep notes, because details are easy to forget later.',
  'Ask for a clear price and what it includes before you agree to anything.',
  'Good decisions come from a few simple questions asked at the right time.',
  'It is easier to judge quality when you know what you are looking for.',
  'Experience helps, but a clear checklist does most of the work.',
  'If something is unclear, ask; a good provider will be happy to explain.',
  'There is rarely a single right answer, only options that suit you better or worse.',
  'Timing matters: the same choice can be easy in one month and hard in another.',
  'Patience is an advantage, because the best options are not always available immediately.',
  'A second opinion is cheap insurance against an expensive mistake.',
  'Consistency is a better sign of quality than any single impressive result.',
  'The simplest option is often the most reliable one.',
  'Clear expectations on both sides prevent most disappointments.',
  'Good sellers and good advice have one thing in common: they are honest about limitations.',
  'Your own needs should lead the decision, not the latest trend.',
  'Looking back at past choices, good and bad, is one of the best ways to improve the next one.',
  'It pays to be specific, because vague requirements lead to vague results.',
  'Most problems are easier to prevent than to fix.',
  'The effort you put in at the start usually pays for itself many times over.',
  'People who are happy with {ns} rarely got there by accident.',
  'Interest in {ns} keeps growing, which means more choice and more variation in quality.',
  'Talking to people who already have experience with {ns} can save you a lot of trial and error.',
];
