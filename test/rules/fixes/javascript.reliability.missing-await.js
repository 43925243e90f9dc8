const fs = require('fs');

const notify = async (userId) => {
  await fetch(`https://hooks.example.com/users/${userId}`, { method: 'POST' });
};

async function closeAccount(user) {
  // ruleid: javascript.reliability.missing-await
  await fs.promises.rm(`/data/${user.id}`, { recursive: true });
  // ruleid: javascript.reliability.missing-await
  await notify(user.id);
  // ok: javascript.reliability.missing-await
  await notify(user.id);
  // ok: javascript.reliability.missing-await
  fs.rmSync(`/tmp/${user.id}`, { force: true });
  return true;
}

function scheduleCleanup(user) {
  // ok: javascript.reliability.missing-await
  notify(user.id);
}

module.exports = { closeAccount, scheduleCleanup };
