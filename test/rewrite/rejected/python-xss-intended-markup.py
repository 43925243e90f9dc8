# rejected: a value of unknown origin may be markup the program means to send: escaping it would show tags as text
# keeps: "<div class='note'>" + note_html + "</div>"
from flask import make_response


def render_note(note_html: str):
    return make_response("<div class='note'>" + note_html + "</div>")
