import localSeoTacticsBody from './posts/local-seo-tactics.md?raw';
import rankNumberOneBody from './posts/how-to-rank-number-one-in-2025.md?raw';
import seoMetricsBody from './posts/seo-metrics-that-matter.md?raw';
import seoVsPpcBody from './posts/seo-vs-ppc-roi.md?raw';
import technicalSeoBody from './posts/technical-seo-issues.md?raw';
import localSeoTacticsImage from './images/local-seo-tactics.svg';
import rankNumberOneImage from './images/how-to-rank-number-one-in-2025.svg';
import seoMetricsImage from './images/seo-metrics-that-matter.svg';
import seoVsPpcImage from './images/seo-vs-ppc-roi.svg';
import technicalSeoImage from './images/technical-seo-issues.svg';

export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO calendar date of publication (YYYY-MM-DD). */
  date: string;
  readTime: string;
  category: string;
  image: { src: string; alt: string };
  /** Markdown body; the title is rendered from `title`, so the body starts with the introduction. */
  body: string;
}

// Kept in publication order; readers get them through `postsNewestFirst`.
const posts: BlogPost[] = [
  {
    slug: 'how-to-rank-number-one-in-2025',
    title: 'How to Rank #1 on Google in 2025',
    excerpt:
      'Choose keywords you can actually win, match search intent exactly and publish the most useful page on the results — a practical playbook for position one.',
    author: 'Daniel Okafor',
    date: '2025-01-14',
    readTime: '5 min read',
    category: 'Strategy',
    image: {
      src: rankNumberOneImage,
      alt: 'Illustration of a winners podium with the first place raised highest beneath a rising arrow',
    },
    body: rankNumberOneBody,
  },
  {
    slug: 'local-seo-tactics',
    title: 'Local SEO Tactics That Bring Customers Through the Door',
    excerpt:
      'From your Business Profile and consistent NAP data to reviews and local partnerships: the tactics that earn a place in the map pack, in the order to tackle them.',
    author: 'Maya Chen',
    date: '2025-02-11',
    readTime: '6 min read',
    category: 'Local SEO',
    image: {
      src: localSeoTacticsImage,
      alt: 'Illustration of a map pin over a street grid with circles radiating from it',
    },
    body: localSeoTacticsBody,
  },
  {
    slug: 'seo-metrics-that-matter',
    title: 'The SEO Metrics That Actually Matter',
    excerpt:
      'Organic conversions, clicks, rankings and share of voice — which numbers deserve a place on your dashboard, how to read them, and which ones mislead.',
    author: 'Priya Raman',
    date: '2025-03-18',
    readTime: '6 min read',
    category: 'Analytics',
    image: {
      src: seoMetricsImage,
      alt: 'Illustration of an analytics dashboard with a rising line chart, a gauge and a bar chart',
    },
    body: seoMetricsBody,
  },
  {
    slug: 'seo-vs-ppc-roi',
    title: 'SEO vs PPC: Comparing the Real ROI',
    excerpt:
      'Paid search rents visibility; SEO builds an asset. A worked example shows why the time horizon decides which channel returns more — and how to use both.',
    author: 'Lucas Berg',
    date: '2025-04-22',
    readTime: '5 min read',
    category: 'Marketing',
    image: {
      src: seoVsPpcImage,
      alt: 'Illustration of a balance scale weighing a growing plant against a stack of coins',
    },
    body: seoVsPpcBody,
  },
  {
    slug: 'technical-seo-issues',
    title: 'Technical SEO Issues That Quietly Hurt Your Rankings',
    excerpt:
      'Stray noindex tags, duplicate URLs, redirect chains, slow templates and JavaScript-only content: how to spot the common technical problems and fix them.',
    author: 'Sofia Marquez',
    date: '2025-05-27',
    readTime: '6 min read',
    category: 'Technical SEO',
    image: {
      src: technicalSeoImage,
      alt: 'Illustration of a browser window with code brackets, a gear and a broken chain link',
    },
    body: technicalSeoBody,
  },
];

export const postsNewestFirst: readonly BlogPost[] = [...posts].sort((a, b) => b.date.localeCompare(a.date));

export function findPost(slug: string | undefined): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

/** "2025-05-27" → "May 27, 2025", read as a calendar date so no time zone can shift the day. */
export function formatPostDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
