import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  listEmptyStory,
  listErrorStory,
  listLoadingStory,
  listStory,
} from '../../../shell/admin/stories/adminStory';
import { onPhone } from '../../../shell/stories/pageStory';

const meta = {
  title: 'App/Admin/Messages',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const messages = {
  path: '/admin/messages',
  table: 'Messages',
  operationId: 'listContactMessages',
} as const;

export const Loaded: Story = listStory(messages);

export const LoadedOnPhone: Story = onPhone(Loaded);
export const Loading: Story = listLoadingStory(messages);
export const Empty: Story = listEmptyStory(messages);
export const LoadError: Story = listErrorStory(messages);
