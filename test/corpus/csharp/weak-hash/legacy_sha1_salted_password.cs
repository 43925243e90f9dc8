// corpus: CWE-328 vulnerable — staff passwords are checked against SHA1(salt + password), a single fast hash unsuitable for passwords.
using System;
using System.Security.Cryptography;
using System.Text;

namespace Payroll.Security
{
    public class StaffCredential
    {
        public string UserName { get; set; } = "";
        public string Salt { get; set; } = "";
        public string Hash { get; set; } = "";
    }

    public class LegacyPasswordVerifier
    {
        public StaffCredential Create(string userName, string password)
        {
            var salt = Convert.ToBase64String(RandomNumberGenerator.GetBytes(12));
            return new StaffCredential { UserName = userName, Salt = salt, Hash = Compute(salt, password) };
        }

        public bool Verify(StaffCredential credential, string password) =>
            string.Equals(Compute(credential.Salt, password), credential.Hash, StringComparison.Ordinal);

        private static string Compute(string salt, string password)
        {
            using (var sha1 = SHA1.Create())
            {
                var bytes = sha1.ComputeHash(Encoding.UTF8.GetBytes(salt + password));
                return Convert.ToBase64String(bytes);
            }
        }
    }
}
