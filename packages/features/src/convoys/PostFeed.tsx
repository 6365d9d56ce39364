import type { ConvoyPost } from '@gari/contract/convoys';
import { Button } from '@gari/ui/Button';
import { Stack } from '@gari/ui/Stack';
import { useT } from '../shared/locale';
import { t as postT } from './messages';
import { PostCard, type PostCardProps } from './PostCard';

/** Props of {@link PostFeed}. */
export interface PostFeedProps extends Pick<PostCardProps, 'viewerId' | 'now' | 'showConvoy'> {
  /** Id of the heading that names the list. */
  labelledBy: string;
  /** The posts loaded so far, newest first. */
  posts: readonly ConvoyPost[];
  /** The posts' cursor pages (a TanStack infinite query): "Load more" while there is another page. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

/**
 * A list of post cards (a convoy's posts, the feed) and, while the query has another page, "Load
 * more" ('Loading more…' and pending while it loads).
 */
export function PostFeed({ labelledBy, posts, pages, viewerId, now, showConvoy }: PostFeedProps) {
  const t = useT(postT);
  return (
    <>
      <Stack as="ul" gap="md" aria-labelledby={labelledBy}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} viewerId={viewerId} now={now} showConvoy={showConvoy} />
          </li>
        ))}
      </Stack>
      {pages.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            isPending={pages.isFetchingNextPage}
            onPress={() => pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
