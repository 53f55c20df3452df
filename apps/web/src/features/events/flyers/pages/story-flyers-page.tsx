import { MemberFlyers } from '../components/member-flyers.tsx';

/** `flyers2/:memberId` (public): the member's flyers as vertical stories. */
export default function StoryFlyersPage() {
  return <MemberFlyers format="story" />;
}
