/** A placeholder block that shimmers while content loads. */
export function Shimmer({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" data-testid="shimmer" className={`shimmer rounded-2xl ${className}`} />
}
