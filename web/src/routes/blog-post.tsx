import * as React from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, CalendarDays, Clock, UserRound } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { PostMarkdown } from '../features/blog/post-markdown';
import { findPost, formatPostDate } from '../features/blog/posts';
import { PRODUCT_NAME } from '../lib/product';

function BackToBlog() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to="/blog">
        <ArrowLeft aria-hidden="true" />
        Back to Blog
      </Link>
    </Button>
  );
}

export default function BlogPostPage() {
  const { slug } = useParams();
  const post = findPost(slug);

  // The layout names every /blog/… tab "Blog"; a post's tab carries its own title instead.
  React.useEffect(() => {
    document.title = `${post ? post.title : 'Post not found'} · ${PRODUCT_NAME}`;
  }, [post]);

  if (!post) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight">Post not found.</h1>
        <p className="text-muted-foreground">The article you are looking for does not exist or has moved.</p>
        <BackToBlog />
      </div>
    );
  }

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackToBlog />
      <header className="mt-6">
        <Badge variant="secondary">{post.category}</Badge>
        <h1 className="mt-3 text-3xl font-bold leading-tight tracking-tight break-words sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{post.excerpt}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="size-4" aria-hidden="true" />
            {post.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {post.readTime}
          </span>
        </div>
      </header>
      <img
        src={post.image.src}
        alt={post.image.alt}
        width={1200}
        height={675}
        className="mt-8 aspect-video w-full rounded-xl border object-cover"
      />
      <div className="mt-10">
        <PostMarkdown markdown={post.body} />
      </div>
      <footer className="mt-12 border-t pt-6">
        <BackToBlog />
      </footer>
    </article>
  );
}
