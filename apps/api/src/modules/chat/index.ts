/** The chat module's door (conversations, messages, blocks, reports; ADR 0035). */
export { registerChat } from './chat.module.ts';
