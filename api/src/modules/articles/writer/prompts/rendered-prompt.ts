/** A task as a language model reads it. */
export interface RenderedPrompt {
  system: string;
  user: string;
  maxTokens: number;
}
