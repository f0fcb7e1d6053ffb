/** The screen texts of the block prices (`blockPrices.*`) in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.blok-price': '课时包价格',
  'blockPrices.title': '课时包价格',
  'blockPrices.description': '课程课时包的价格。',
  'blockPrices.count': '{count, plural, other {# 个价格}}',
  'blockPrices.add': '添加课时包价格',
  'blockPrices.search': '搜索课时包价格',
  'blockPrices.searchPlaceholder': '按标题或金额搜索',
  'blockPrices.noMatch': '请尝试其他标题或金额。',
  'blockPrices.empty': '暂无课时包价格',
  'blockPrices.deleteTitle': '删除价格？',
  'blockPrices.deleteMessage': '确定要删除此价格 {label} 吗？',
  'blockPrices.actions': '操作',
  'blockPrices.addTitle': '添加课时包价格',
  'blockPrices.editTitle': '编辑课时包价格',
  'blockPrices.addDescription': '一个课时包及其价格。',
  'blockPrices.editDescription': '修改此课时包的标题或价格。',
  'blockPrices.titlePlaceholder': '例如：十节课',
  'blockPrices.amountPlaceholder': '例如：250',
  // The server's answers by code (block-price-contract.ts's priceAnswers)
  'answer.price.list': '价格列表',
  'answer.price.details': '价格详情',
  'answer.price.added': '价格已添加',
  'answer.price.updated': '价格已更新',
  'answer.price.activated': '价格已启用',
  'answer.price.deactivated': '价格已停用',
  'answer.price.deleted': '价格已删除',
  'answer.price.not_found': '未找到价格',
};
