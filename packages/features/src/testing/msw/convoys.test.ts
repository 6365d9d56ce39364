/**
 * The fake community (issue #12) through the real client, checked against the contract's answer
 * schemas: the convoy list's filters and sorts, join/leave, posting (JSON and images), comments,
 * idempotent likes, reports, follows, the member page and the feed.
 */
import { answerSchemas } from '@gari/client/schemas';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, UNVERIFIED_USER } from '../fixtures/auth';
import { createScenario } from './scenario';

const CONVOY = 'local:kigali-cruisers';

describe('fake convoys', () => {
  it('lists, filters, joins and posts like the API', async () => {
    const s = createScenario({ signedInAs: DEMO_USER.email });
    const all = await s.api.convoys.list();
    expect(answerSchemas['convoys.list'].safeParse(all).success).toBe(true);
    const counts = all.data.map((c) => c.members_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(
      (await s.api.convoys.list({ category: 'classic' })).data.every((c) => c.category === 'classic'),
    ).toBe(true);
    // The demo member's seeded cars qualify for derived convoys.
    const toyota = await s.api.convoys.get('brand:toyota');
    expect(answerSchemas['convoys.get'].safeParse({ data: toyota }).success).toBe(true);

    await expect(s.api.convoys.createPost(CONVOY, { content: 'Hi' })).rejects.toMatchObject({ status: 403 });
    expect((await s.api.convoys.join(CONVOY)).data.is_joined).toBe(true);
    await expect(s.api.convoys.createPost(CONVOY, { content: '  ' })).rejects.toMatchObject({ status: 422 });
    const post = await s.api.convoys.createPost(CONVOY, { content: 'Sunday drive #kigali' });
    expect(answerSchemas['convoys.createPost'].safeParse({ data: post }).success).toBe(true);
    expect(post.hashtags).toEqual(['kigali']);
    const file = new Blob(['x'], { type: 'image/jpeg' });
    const withImages = await s.api.convoys.createPost(CONVOY, { content: '', images: [{ file }, { file }] });
    expect(withImages.images).toHaveLength(2);
    await expect(
      s.api.convoys.createPost(CONVOY, { content: 'x', images: [{ file }, { file }, { file }, { file }] }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { images: ['You can only add up to 3 images per post.'] },
    });
    const page = await s.api.convoys.posts(CONVOY, { limit: 2 });
    expect(answerSchemas['convoys.posts'].safeParse(page).success).toBe(true);
    expect(page.data[0]?.id).toBe(withImages.id);
    const next = await s.api.convoys.posts(CONVOY, { limit: 50, cursor: page.meta.next_cursor ?? '' });
    expect(next.data.some((p) => page.data.some((q) => q.id === p.id))).toBe(false);
  });

  it('comments, likes idempotently, reports, follows and feeds', async () => {
    const s = createScenario({ signedInAs: DEMO_USER.email });
    const feed = await s.api.convoys.feed();
    expect(answerSchemas['convoys.feeds'].safeParse(feed).success).toBe(true);
    expect(feed.meta.trending.length).toBeGreaterThan(0);
    const target = (await s.api.convoys.posts(CONVOY)).data[0];
    if (!target) throw new Error('no seeded post');
    const first = await s.api.convoys.react(target.id);
    expect((await s.api.convoys.react(target.id)).likes).toBe(first.likes);
    expect((await s.api.convoys.unreact(target.id)).likes).toBe(first.likes - 1);
    const comment = await s.api.convoys.addComment(target.id, 'Nice!');
    expect((await s.api.convoys.comments(target.id)).data.at(-1)?.id).toBe(comment.id);
    await expect(s.api.convoys.addComment(target.id, ' ')).rejects.toMatchObject({ status: 422 });
    expect((await s.api.convoys.report(target.id)).data.hidden).toBe(false);

    const member = await s.api.convoys.member(target.author.username);
    expect(answerSchemas['members.get'].safeParse({ data: member }).success).toBe(true);
    expect(member.is_following).toBe(false);
    const followed = await s.api.convoys.follow(target.author.username);
    expect(followed).toMatchObject({ is_following: true, followers_count: member.stats.followers + 1 });
    expect((await s.api.convoys.member(target.author.id)).is_following).toBe(true);
    expect((await s.api.convoys.unfollow(target.author.id)).is_following).toBe(false);
  });

  it('refuses images from an unverified account', async () => {
    const s = createScenario({ signedInAs: UNVERIFIED_USER.email });
    await s.api.convoys.join(CONVOY);
    const file = new Blob(['x'], { type: 'image/jpeg' });
    await expect(
      s.api.convoys.createPost(CONVOY, { content: 'x', images: [{ file }] }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});
