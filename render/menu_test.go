package render

import "testing"

func TestMenuLayout(t *testing.T) {
	col := Column(640, 420, 300, 52, 64, MenuButton{ID: 1}, MenuButton{ID: 2, W: 99}, MenuButton{ID: 3})
	for i, b := range col {
		want := MenuButton{ID: i + 1, X: 640, Y: 420 + 64*float64(i), W: 300, H: 52}
		if b != want {
			t.Errorf("Column: button %d is %+v, want %+v", i, b, want)
		}
	}
	row := Row(350, 220, 100, 46, 20, MenuButton{ID: 1, W: 300}, MenuButton{ID: 2, W: 240, Enabled: true}, MenuButton{ID: 3})
	wantX := []float64{500, 790, 980} // 350..650, 670..910, 930..1030
	wantW := []float64{300, 240, 100}
	for i, b := range row {
		if b.X != wantX[i] || b.W != wantW[i] || b.Y != 220 || b.H != 46 {
			t.Errorf("Row: button %d at %v,%v size %vx%v, want centre %v,220 size %vx46", i, b.X, b.Y, b.W, b.H, wantX[i], wantW[i])
		}
	}
	f := NewFrame(DesignW, DesignH)
	if id, ok := HitMenu(&f, row, 790, 230); !ok || id != 2 {
		t.Errorf("HitMenu inside the second button = %d, %v", id, ok)
	}
}
