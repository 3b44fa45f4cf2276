import type * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

interface ComingSoonCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Optional decorative sketch of what the section will hold. */
  preview?: React.ReactNode;
}

/** A section the admin area reserves for a later release. */
export function ComingSoonCard({ icon: Icon, title, description, preview }: ComingSoonCardProps) {
  return (
    <Card className="flex flex-col border-dashed bg-muted/30">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="flex items-center gap-2">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {title}
          </CardTitle>
          <Badge variant="outline" className="shrink-0 whitespace-nowrap">
            Coming soon
          </Badge>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {preview ? <CardContent aria-hidden="true" className="mt-auto">{preview}</CardContent> : null}
    </Card>
  );
}
