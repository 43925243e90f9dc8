// rejected: without crypto imported, the fix would rely on the global Web Crypto object (browsers, Node 19+): a suggestion
// keeps: Math.random().toString(36).slice(2)
function resetToken() {
  const token = Math.random().toString(36).slice(2);
  return token;
}
module.exports = { resetToken };
