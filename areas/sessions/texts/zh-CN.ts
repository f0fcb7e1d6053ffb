/** The sessions' texts in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.sessions': '你的会话',
  'sessions.browserOn': '{system} 上的 {browser}',
  'sessions.description': '你已登录的位置。结束任何你不认识的会话：其下一步操作将要求重新登录。',
  'sessions.end': '结束',
  'sessions.endLabel': '结束来自 {address} 的 {browser} 会话',
  'sessions.endOthers': '结束所有其他会话',
  'sessions.facts': '来自 {address} · 登录于 {signedIn} · 最近活动 {lastSeen}',
  'sessions.failed': '无法加载你的会话：{reason}',
  'sessions.loading': '正在加载你的会话…',
  'sessions.showAll': '显示全部 {count} 个会话',
  'sessions.thisBrowser': '此浏览器',
  'sessions.title': '你的会话',
  'sessions.unknownBrowser': '未知浏览器',
  'answer.sessions.list': '你的会话',
  'answer.sessions.ended': '会话已结束',
  'answer.sessions.not_found': '未找到会话',
};
