package shop;

import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

public class Accounts {
    public ResultSet findByEmail(Connection conn, String email) throws Exception {
        Statement statement = conn.createStatement();
        return statement.executeQuery("SELECT * FROM accounts WHERE email = '" + email + "'");
    }

    public byte[] passwordHash(String password) throws Exception {
        MessageDigest digest = MessageDigest.getInstance("MD5");
        return digest.digest(password.getBytes());
    }
}
