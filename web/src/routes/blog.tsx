import { PostCard } from '../features/blog/post-card';
import { postsNewestFirst } from '../features/blog/posts';

export default function BlogPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Rankcraft Blog</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">SEO guides that get results</h1>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg">
          Practical advice on local search, rankings, metrics, paid versus organic and technical fixes.
        </p>
      </header>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {postsNewestFirst.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </div>
    </div>
  );
}
