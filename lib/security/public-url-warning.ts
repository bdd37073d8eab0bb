// Without SNOWLINE_PUBLIC_URL, Snowline cannot know the address people reach it by: links shared in
// chat would carry preview cards whose image URLs name localhost. Start-up and /status say so.
import { securityConfig } from '@/lib/security/config';

const PUBLIC_URL_WARNING =
  "SNOWLINE_PUBLIC_URL is not set: preview cards (Open Graph images) of shared links cannot name this explorer's address; set it to the address people use, e.g. https://explorer.example";

/** The warning, or null when SNOWLINE_PUBLIC_URL is set (or the configuration cannot be read: that error shows elsewhere). */
export function publicUrlWarning(): string | null {
  try {
    return securityConfig().publicUrl ? null : PUBLIC_URL_WARNING;
  } catch {
    return null;
  }
}
