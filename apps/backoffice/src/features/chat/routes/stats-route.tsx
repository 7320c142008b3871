import { ChatStatsCard } from '../components/chat-stats-card';

/** `/chat/stats`: the agents' first-response and resolution times (the dashboard shows the same card). */
export default function ChatStatsRoute() {
  return <ChatStatsCard />;
}
