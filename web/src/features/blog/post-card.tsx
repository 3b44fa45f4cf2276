import { Link } from 'react-router-dom';
import { ArrowRight, CalendarDays, Clock } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { formatPostDate, type BlogPost } from './posts';

export function PostCard({ post }: { post: BlogPost }) {
  const href = `/blog/${post.slug}`;
  return (
    // The title link stretches over the whole card, so the card is one tab stop and one click target.
    <Card
      data-testid="blog-post-card"
      className="group relative flex flex-col overflow-hidden transition-shadow has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:shadow-md"
    >
      <img
        src={post.image.src}
        alt={post.image.alt}
        width={1200}
        height={675}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="secondary">{post.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {post.readTime}
          </span>
        </div>
        <h2 className="text-lg font-semibold leading-snug tracking-tight">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
          >
            {post.title}
          </Link>
        </h2>
        <p className="text-sm leading-6 text-muted-foreground">{post.excerpt}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-sm">
          <span className="font-medium">By {post.author}</span>
          <span className="inline-flex items-center gap-1 font-medium text-primary" aria-hidden="true">
            Read article
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </Card>
  );
}
