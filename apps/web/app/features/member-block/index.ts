export { BlockMemberForm } from './ui/block-member-form.tsx';
