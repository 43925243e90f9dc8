// rejected: a setting from the environment may be written as 0x…, which parseInt without a radix reads as hex
// keeps: parseInt(process.env.PERMISSION_MASK)
function permissionMask() {
  return parseInt(process.env.PERMISSION_MASK);
}
module.exports = { permissionMask };
