// corpus: CWE-295 safe — the alert mailer upgrades the SMTP session with STARTTLS using a tls.Config that verifies the relay's certificate against its host name and requires TLS 1.2 or newer.
package alerts

import (
	"crypto/tls"
	"fmt"
	"net"
	"net/smtp"
	"os"
	"strings"
)

type Mailer struct {
	relay    string
	from     string
	username string
	password string
}

func NewMailerFromEnv() *Mailer {
	return &Mailer{
		relay:    os.Getenv("SMTP_RELAY"),
		from:     os.Getenv("ALERT_FROM"),
		username: os.Getenv("SMTP_USERNAME"),
		password: os.Getenv("SMTP_PASSWORD"),
	}
}

func (m *Mailer) tlsConfig(host string) *tls.Config {
	return &tls.Config{
		ServerName: host,
		MinVersion: tls.VersionTLS12,
	}
}

func (m *Mailer) Send(to []string, subject, body string) error {
	host, _, err := net.SplitHostPort(m.relay)
	if err != nil {
		return err
	}
	c, err := smtp.Dial(m.relay)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.StartTLS(m.tlsConfig(host)); err != nil {
		return fmt.Errorf("starttls: %w", err)
	}
	if err := c.Auth(smtp.PlainAuth("", m.username, m.password, host)); err != nil {
		return err
	}
	if err := c.Mail(m.from); err != nil {
		return err
	}
	for _, rcpt := range to {
		if err := c.Rcpt(rcpt); err != nil {
			return err
		}
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	msg := "From: " + m.from + "\r\nTo: " + strings.Join(to, ", ") + "\r\nSubject: " + subject + "\r\n\r\n" + body
	if _, err := w.Write([]byte(msg)); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return c.Quit()
}
