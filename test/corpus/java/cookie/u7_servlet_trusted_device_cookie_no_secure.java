// corpus: CWE-614 vulnerable — the trusted-device cookie that lets a browser skip the second factor for 90 days is set HttpOnly but never marked Secure, so it is also sent over plain HTTP.
package com.acme.identity.mfa;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;

interface TrustedDeviceStore {
    void remember(String userId, String deviceToken, Duration ttl);
}

interface OtpVerifier {
    boolean verify(String userId, String code);
}

final class TrustedDeviceCookies {
    static final String NAME = "trusted_device";
    static final Duration TTL = Duration.ofDays(90);
    private static final SecureRandom RANDOM = new SecureRandom();

    private TrustedDeviceCookies() {}

    static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static Cookie build(String token) {
        Cookie cookie = new Cookie(NAME, token);
        cookie.setHttpOnly(true);
        cookie.setPath("/");
        cookie.setMaxAge((int) TTL.toSeconds());
        return cookie;
    }
}

@WebServlet("/mfa/verify")
class MfaVerifyServlet extends HttpServlet {
    private OtpVerifier otp;
    private TrustedDeviceStore devices;

    @Override
    public void init() {
        otp = (OtpVerifier) getServletContext().getAttribute("otpVerifier");
        devices = (TrustedDeviceStore) getServletContext().getAttribute("trustedDeviceStore");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String userId = (String) req.getSession().getAttribute("pendingMfaUser");
        if (userId == null || !otp.verify(userId, req.getParameter("code"))) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        if ("on".equals(req.getParameter("rememberDevice"))) {
            String token = TrustedDeviceCookies.newToken();
            devices.remember(userId, token, TrustedDeviceCookies.TTL);
            resp.addCookie(TrustedDeviceCookies.build(token));
        }
        req.getSession().removeAttribute("pendingMfaUser");
        req.getSession().setAttribute("userId", userId);
        resp.sendRedirect(req.getContextPath() + "/home");
    }
}
