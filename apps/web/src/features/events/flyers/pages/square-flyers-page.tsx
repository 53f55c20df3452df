import { MemberFlyers } from '../components/member-flyers.tsx';

/** `flyers/:memberId` (public): the member's flyers as square posts. */
export default function SquareFlyersPage() {
  return <MemberFlyers format="square" />;
}
