/** The screen texts of the static pages (`staticPages.*`) in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.static-page': '静态页面',
  'staticPages.title': '静态页面',
  'staticPages.description': '客户在应用中阅读的页面：关于我们、条款、隐私政策和常见问题。',
  'staticPages.count': '{count, plural, other {# 个页面}}',
  'staticPages.search': '搜索静态页面',
  'staticPages.empty': '暂无静态页面',
  'staticPages.viewTitle': '静态页面',
  'staticPages.editTitle': '编辑静态页面',
  'staticPages.editDescription': '修改页面的标题和正文；应用会按此处保存的内容显示。',
  'staticPages.field.content': '内容',
  'staticPages.field.pageName': '页面名称',
  // The server's answers by code (static-page-contract.ts's pageAnswers)
  'answer.page.list': '页面列表',
  'answer.page.details': '页面详情',
  'answer.page.updated': '页面已更新',
  'answer.page.not_found': '未找到页面',
};
