"""A face-down double-faced card (712.15, 712.15a): it has only what being face down gives it,
it can't transform, and turned face up it has its front face up (Tezzeret, Cruel Machinist's
ruling, `faces_face_down_double_faced.toml`); one said to be face down with its back face up is
refused."""
from conftest import claim, refused_in_one_line


def test_face_down_with_its_back_face_up_is_refused(write_model, run_cli):
    text = '[[object]]\nid = "mayor"\ncard = "Mayor of Avabruck"\nface_down = true\nface = "back"\n' + \
        claim("power(mayor) == 2")
    refused_in_one_line(run_cli, write_model(text), 4, "its front face up when turned face up (712.15, 712.15a)")
