import Link from 'next/link';

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">There is nothing at this address on this node.</p>
      <Link href="/" className="mt-6 inline-block text-brand-600 underline dark:text-brand-500">
        Back to the dashboard
      </Link>
    </section>
  );
}
